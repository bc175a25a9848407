import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterSignature } from '../../../lib/api-client.ts';

/**
 * A box to sign in with a finger, pen or mouse (pointer events), or, as the accessible way, a
 * field to type one's full name. Reports the signature as a PNG data URL or the typed name.
 */
export function SignaturePad(props: { onChange: (signature: LetterSignature | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const inked = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Backing store at device resolution so strokes stay sharp on phones.
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const { width, height } = element.getBoundingClientRect();
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
  }, [typing]);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.beginPath();
    context?.moveTo(x, y);
    context?.lineTo(x + 0.1, y + 0.1);
    context?.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
    inked.current = true;
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (inked.current && canvas.current) props.onChange({ drawing: canvas.current.toDataURL('image/png') });
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    inked.current = false;
    props.onChange(null);
  };
  const switchMode = () => {
    inked.current = false;
    setTyped('');
    props.onChange(null);
    setTyping(!typing);
  };

  return (
    <div className="signature-pad">
      {typing ? (
        <div className="signature-pad__typed">
          <label htmlFor={`${id}-typed`}>{t('signupExtras.typedName')}</label>
          <input
            id={`${id}-typed`}
            className="signature-pad__input"
            value={typed}
            autoComplete="name"
            onChange={(event) => {
              setTyped(event.target.value);
              props.onChange(event.target.value.trim() ? { typedName: event.target.value } : null);
            }}
          />
        </div>
      ) : (
        <>
          <canvas
            ref={canvas}
            className="signature-pad__canvas"
            role="img"
            aria-label={t('signupExtras.padLabel')}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            onPointerLeave={end}
          />
          <button type="button" className="btn" onClick={clear}>
            {t('signupExtras.clear')}
          </button>
        </>
      )}
      <button type="button" className="btn btn--link signature-pad__switch" onClick={switchMode}>
        {typing ? t('signupExtras.drawInstead') : t('signupExtras.typeInstead')}
      </button>
    </div>
  );
}
