import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeDetector, pixelsOf, qrInPixels } from './read-qr.ts';

/**
 * The phone's back camera, read frame by frame until a QR code shows: BarcodeDetector where the
 * browser has it, jsQR on a canvas otherwise. Stops the camera as soon as a code is read.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const detector = nativeDetector();
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const tick = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= 2) {
        const pixels = detector ? null : pixelsOf(element, element.videoWidth, element.videoHeight, canvas, 640);
        const text = detector
          ? ((await detector.detect(element).catch(() => []))[0]?.rawValue ?? null)
          : pixels
            ? qrInPixels(pixels)
            : null;
        if (text) {
          stop();
          setOn(false);
          onCode(text);
          return;
        }
      }
      frame = requestAnimationFrame(() => void tick());
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media;
        if (stopped) return stop();
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play();
        }
        frame = requestAnimationFrame(() => void tick());
      })
      .catch(() => {
        setProblem(t('console.checkIn.noCamera'));
        setOn(false);
      });
    if (!navigator.mediaDevices) {
      setProblem(t('console.checkIn.noCamera'));
      setOn(false);
    }
    return stop;
  }, [on, onCode, t]);

  return (
    <div className="visit-desk__camera">
      {on ? (
        <video
          ref={video}
          className="visit-desk__video"
          muted
          playsInline
          aria-label={t('console.checkIn.cameraLabel')}
        />
      ) : null}
      <button
        type="button"
        className="console-button console-button--primary visit-desk__big"
        onClick={() => {
          setProblem('');
          setOn((value) => !value);
        }}
      >
        {on ? t('console.checkIn.stopCamera') : t('console.checkIn.startCamera')}
      </button>
      {problem ? (
        <p className="visit-desk__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
