/**
 * fetch() for one Request, sent with XMLHttpRequest because fetch reports no upload progress.
 * Aborts with the request's signal (the call's timeout) as fetch would.
 */
export async function xhrFetch(
  request: Request,
  onUploadProgress: (progress: { sent: number; total: number }) => void,
): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.formData();
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => {
      // The browser sets the multipart boundary itself for a FormData body.
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => onUploadProgress({ sent: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
