import { useEffect, useState } from 'react';

/** Spec §9: toasts stay 1 second. */
export const TOAST_MS = 1000;

const EVENT = 'roadshow:toast';

interface ToastMessage {
  text: string;
  kind: 'error' | 'info';
}

/** Shows a short message from anywhere in the page (error toasts of spec §8). */
export function showToast(text: string, kind: ToastMessage['kind'] = 'info') {
  window.dispatchEvent(new CustomEvent<ToastMessage>(EVENT, { detail: { text, kind } }));
}

export function ToastHost() {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onToast = (event: Event) => {
      setMessage((event as CustomEvent<ToastMessage>).detail);
      clearTimeout(timer);
      timer = setTimeout(() => setMessage(null), TOAST_MS);
    };
    window.addEventListener(EVENT, onToast);
    return () => {
      window.removeEventListener(EVENT, onToast);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div className="toast-host" role={message?.kind === 'error' ? 'alert' : 'status'} aria-live="assertive">
      {message && <div className={`toast toast--${message.kind}`}>{message.text}</div>}
    </div>
  );
}
