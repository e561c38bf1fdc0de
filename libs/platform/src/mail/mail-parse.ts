/** A single-part text message read back from its RFC 5322 form. */
export interface ParsedMail {
  headers: Map<string, string>;
  to: string;
  subject: string;
  text: string;
}

/**
 * Reads a single-part text/plain message as the outbox writes it and as common mailers send
 * it: folded headers, encoded-word subjects (B and Q, UTF-8), and a body in 7bit, 8bit,
 * base64 or quoted-printable. Line ends come back as `\n`.
 */
export function parseMail(raw: string): ParsedMail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return {
    headers,
    to: headers.get('to') ?? '',
    subject: decodeHeaderText(headers.get('subject') ?? ''),
    text: decodeBody(body, encoding),
  };
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

export function decodeHeaderText(value: string): string {
  // Whitespace between two encoded words belongs to neither.
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(ENCODED_WORD, (word, charset: string, kind: string, data: string) => {
    if (!/^(utf-8|us-ascii)$/i.test(charset)) return word;
    if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
    return decodeQuotedBytes(data.replace(/_/g, ' '));
  });
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8').replace(/\r\n/g, '\n');
  if (encoding === 'quoted-printable') return decodeQuotedBytes(body.replace(/=\n/g, ''));
  return body;
}

/** `=XX` escapes are UTF-8 bytes; everything else is ASCII. */
function decodeQuotedBytes(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
