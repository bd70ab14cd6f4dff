// Files behind temporary URLs (spec 2.11 download, 2.12 DACE download). A URL can expire between
// being handed out and being fetched (a slow desk, a machine that slept): a 410, or the 403/404
// a storage service answers for an expired signature (the HTTP client reads all three as
// link-expired), means "ask for a new one", which is cheap and safe, so it is asked again a few
// times before giving up; a 429/503 on the file is waited for by the HTTP client (Retry-After).
// A label that still cannot be fetched stays paid and resumable: it prints on the next try.
import { type ApiClient, ApiError } from '../api';

/** The API calls the workflow makes; the station passes its ApiClient. */
export type WorkflowApi = Pick<
  ApiClient,
  'emitLabel' | 'downloadLabel' | 'downloadFile' | 'generateDace' | 'downloadDace'
> &
  /** What the server shows of a purchase whose answer was lost (unsettled.ts); optional for stand-ins. */
  Partial<Pick<ApiClient, 'trackShipment' | 'getDace'>>;

export interface FetchedFile {
  bytes: Uint8Array;
  contentType: string;
}

const isLinkExpired = (error: unknown) => error instanceof ApiError && error.kind === 'link-expired';

/**
 * Asks for a temporary URL and fetches it; a fresh URL is asked for when one has expired.
 * `fileAsked` is told each time the file's own request has been made (it is on its way).
 */
export async function fetchThroughTemporaryUrl(
  askForUrl: () => Promise<string>,
  api: Pick<WorkflowApi, 'downloadFile'>,
  maxUrls = 3,
  fileAsked?: () => void,
): Promise<FetchedFile> {
  for (let attempt = 1; ; attempt++) {
    const url = await askForUrl();
    try {
      const file = api.downloadFile(url);
      fileAsked?.();
      return await file;
    } catch (error) {
      if (!isLinkExpired(error) || attempt >= maxUrls) throw error;
    }
  }
}

export function downloadLabelFile(
  api: Pick<WorkflowApi, 'downloadLabel' | 'downloadFile'>,
  labelId: string,
  maxUrls?: number,
  fileAsked?: () => void,
): Promise<FetchedFile> {
  return fetchThroughTemporaryUrl(async () => (await api.downloadLabel(labelId)).downloadUrl, api, maxUrls, fileAsked);
}
