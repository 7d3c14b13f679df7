/**
 * One request per mailed link: the pages a link opens (verify e-mail, unsubscribe) post its token on
 * load, and React's StrictMode (or a remount) must not post twice. A success is kept, so coming back
 * shows the same result; a failure may be tried again.
 */
const sent = new Map<string, Promise<unknown>>();

export function once<T>(key: string, send: () => Promise<T>): Promise<T> {
  let request = sent.get(key) as Promise<T> | undefined;
  if (!request) {
    request = send();
    request.catch(() => sent.delete(key));
    sent.set(key, request);
  }
  return request;
}
