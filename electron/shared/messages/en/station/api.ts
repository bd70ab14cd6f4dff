import type { api as source } from '../../pt-BR/station/api';
import type { Messages } from '../../said';

export const api: Messages<typeof source> = {
  orderAlreadyShipped:
    'Order already shipped: the server already has a shipment with this order reference (perhaps from another desk). Check before shipping it again.',
  linkExpired: 'The temporary file address is no longer valid ({{status}}); the station asks for a new one.',
  baseUrlNotAllowed:
    'The API address {{value}} is not allowed: use https (plain http only for 127.0.0.1, ::1 or localhost), without credentials, query or fragment.',
  invalidId: '"{{value}}" is not a valid identifier.',
  invalidQuery: 'The search is not valid.',
  invalidRequest: 'The request did not pass the checks before sending.',
  badDownloadUrl: 'The download address the server sent is not a valid https address.',
  fileTooLarge: 'The file the server sent is larger than {{megabytes}} MB.',
  notJson: 'The server answered with something that is not an answer of the shipping service (a page, some text).',
  breaksContract:
    "The server's answer lacks something the station needs, or has it in a form the station cannot read, so the station did not use it.",
  refused: 'The server refused the request ({{status}}).',
  refusedFor: {
    validation: 'The server refused the data sent.',
    unauthorized: 'The server did not accept the session (it may have ended).',
    'insufficient-balance': "Not enough balance in the store's wallet for this purchase.",
    forbidden: 'The server does not let this account act for this store.',
    'not-found': 'The server did not find what was asked for (it may have been deleted, or belong to another store).',
    timeout: 'The server gave up waiting for the request.',
    'link-expired': 'What was asked for is no longer on the server.',
    'quote-expired': 'The server says the quote has expired.',
    'quote-mismatch': 'The server says the shipment does not match its quote.',
    'not-eligible': 'The server says this is not available for this shipment.',
    rejected: 'The server refused the request under one of its own rules.',
  },
  serverDown: 'The server did not answer ({{status}}). Try again in a moment.',
  busy: 'The server is busy ({{status}}) and asked to wait. Try again in a moment.',
  timeout: 'The server did not answer in time.',
  offline: 'Could not reach the server.',
  offlineRefused:
    'Could not reach the server: it refused the connection (it may be down, or the address in Settings is wrong).',
  offlineNoName:
    "Could not reach the server: its address was not found (check this computer's internet and the address in Settings).",
  offlineNoRoute:
    "Could not reach the server: this computer's network does not get to it (check the cable or the Wi-Fi).",
  offlineDropped: 'Could not reach the server: the connection dropped in the middle of the request.',
  offlineCertificate: 'Could not reach the server safely: its certificate was not accepted. Tell support.',
  gatewayPage:
    'The server did not answer ({{status}}): a gateway on the way (a proxy or load balancer) answered with a page of its own. Try again in a moment.{{tried}}',
  triedTimes_one: ' The station tried {{count}} time.',
  triedTimes_other: ' The station tried {{count}} times.',
  orderPerhapsOurs:
    "Order already shipped: the server already has a shipment with this order reference, perhaps this desk's own (its first try got a gateway's page instead of the answer, and the station tried again). Check before shipping it again.",
  answerTooLarge:
    "The server's answer is far larger than any answer of the shipping service (over {{megabytes}} MB), so the station stopped reading it.",
  redirectRefused: "The file's address sends elsewhere for it, and the station did not go: {{reason}}.",
  redirect: {
    tooMany: 'too many redirects (more than 5)',
    noLocation: 'the redirect does not say where to',
    downgrade: 'from https to plain http',
    notHttps: 'the new address is not https',
    private: 'a server on the internet sent it to an address on the local network or this computer',
    credentials: 'the new address carries a user and password',
  },
};
