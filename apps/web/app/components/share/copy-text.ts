/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it, otherwise the
 * selected text of `fallback` (an input) with the legacy copy command. True when it worked.
 */
export async function copyText(text: string, fallback?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure context): try the selection below.
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
