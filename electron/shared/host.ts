// What the browser host and its page agree on: the header that carries the per-launch key (the
// page got it from ?key= in its own URL). One definition, read by both sides.
export const HOST_KEY_HEADER = 'x-station-key';
