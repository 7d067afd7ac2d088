/** Code in the URL hash (`#live=…`, base64url of UTF-8), so a reader can share an edited example. */
const prefix = 'live=';

export function encodeShareHash(code: string): string {
  const binary = Array.from(new TextEncoder().encode(code), (byte) => String.fromCharCode(byte)).join('');
  return `#${prefix}${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The shared code in `hash`, or undefined when there is none or it is not valid base64url UTF-8. */
export function decodeShareHash(hash: string): string | undefined {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(prefix)) return undefined;
  try {
    const binary = atob(body.slice(prefix.length).replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', {fatal: true}).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}
