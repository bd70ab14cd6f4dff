// Every body the station reads is counted while it is read, and the read stops at its limit: no
// server, proxy or temporary file address can make main hold more than that in memory, whatever
// its Content-Length says or leaves out (a 3 GB answer without one once took main to 3.1 GB).
// ky reads a body whole (.text(), .bytes()) and has no limit of its own for a 2xx, so this is a
// small wrapper ky cannot express: http.ts puts it in ky's afterResponse hook, between the network
// and that read. A Content-Length over the limit is refused before a byte is read; otherwise the
// bytes are counted as they come and the stream fails at the first byte past the limit, which
// cancels the rest (the connection goes with it).
//
// Only a 2xx body is limited here. ky reads an error body itself (HTTPError.data), at most 10 MiB
// and within the attempt's time; and an error's status must survive whatever its body is: a money
// POST answered 503 stays answered, never "too large".

/** A 2xx body went past its limit: the answer came, and was not read whole. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
  constructor(readonly limit: number) {
    super(`the answer is larger than ${limit} bytes`);
  }
}

/** Statuses whose Response cannot carry a body (the constructor refuses one). */
const NO_BODY: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** The same answer, its body counted and cut at `limit` bytes (see the top of this file). */
export function limitedBody(response: Response, limit: number): Response {
  if (!response.ok || response.body === null || NO_BODY.has(response.status)) return response;
  const declared = Number(response.headers.get('content-length') ?? '');
  if (declared > limit) throw new BodyTooLarge(limit);
  let seen = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
}
