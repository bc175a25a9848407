const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * A value as a JavaScript literal that is safe inside an inline `<script>`: JSON, with the
 * characters that could end the element (`</script>`), open a comment (`<!--`) or break a line in
 * older parsers (U+2028, U+2029) written as \u escapes, which mean the same string to JavaScript.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
