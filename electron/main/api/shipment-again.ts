// When the HTTP client sends a shipment creation (POST /api/v1/shipments, spec 4.6) again: once,
// and only after a failure whose likeliest cause is that the server never had the request. Issue
// 28 item 3. The rule is read by http.ts (ky's `shouldRetry` for the Again `shipment`); what the
// failures are is classify.ts's. Every other POST keeps its own Again (http-types.ts): the emit,
// which spends money, is never sent again by the client, whatever it met.
//
// Why a second shipment is acceptable here: creating a shipment moves no money. Money moves only at
// the emit of the one shipment id the station holds, so a twin the server may have made is never
// paid for; it clutters the loja's account, no more (a server that refuses an order reference
// twice answers 409, which classify.ts says may be this desk's own first try). And without the
// second try the operator's F9 fails for nothing, they press it again, and the same twin is made
// after an error on the screen.
//
// Why once: the second try is the one the race leaves room for (below). If it fails too, the
// server or the network is failing, not a kept connection: the operator decides, and reads why.
// At most one twin per F9.
import { droppedBeforeAnswer, isGatewayPage } from './classify';
import { isHTTPError } from './ky';

/**
 * After a gateway's 502 or 503 page (never after a 504 page or a timeout). Such a page most often
 * means the proxy found no server to take the request (none up, a connection refused during a
 * deploy), and then the second try is the only one the server sees. Where the server did create it
 * and the proxy lost its answer, the second try makes a twin. A 504 page (the proxy gave up waiting
 * on a server that had the request) or the server's own silence (a timeout: it held the request
 * for the whole attempt) make a twin likely: the operator decides.
 */
const SHIPMENT_AFTER_GATEWAY: ReadonlySet<number> = new Set([502, 503]);

/**
 * After its connection was closed or reset before an answer began (classify.ts
 * droppedBeforeAnswer: undici's "other side closed", ECONNRESET, EPIPE): the kept-connection race.
 * The server (or a proxy) closes a connection left idle for its keep-alive time; a request the
 * station writes on it as the close crosses it on the wire meets the close and no answer, and the
 * server closed it because it was idle, so it never handed the request on. HTTP/1.1 cannot tell
 * that apart from a server that read the request and died (RFC 9112 9.3.1 lets a client resend
 * what it knows is safe to resend, POST not being so by its method), so browsers resend a request
 * once, on another connection, when a kept one closes or resets before a byte of its answer
 * (Chromium's and Firefox's stale-socket retry, for the same reason); here a twin costs nothing,
 * so the client does the same for the shipment. A connection the station had just opened and the
 * server then dropped mid-way is not the race, and is resent all the same: the station cannot
 * tell them apart (fetch does not say whether a connection was reused), and the worst is a twin.
 * The second try waits ky's backoff (0.3 s, several round trips at a desk), so a close the server
 * sent on the other kept connection at the same moment has come by then, and undici looks for a
 * close on an idle connection before it writes on it: the second try goes on a connection the
 * server has not closed, or a new one.
 * Only before an answer began: once a status line and headers came, the server handled the request
 * (a second copy would be a twin for sure, and an answer cut short is the server's, not the race);
 * ky never sends again after a Response anyway.
 */
export function shipmentGoesAgain(error: Error, retryCount: number): boolean {
  if (retryCount !== 1) return false;
  if (droppedBeforeAnswer(error)) return true;
  return (
    isHTTPError(error) &&
    SHIPMENT_AFTER_GATEWAY.has(error.response.status) &&
    isGatewayPage(error.response.status, error.data)
  );
}
