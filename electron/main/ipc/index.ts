// The IPC layer both shells carry: the registry over every domain's handlers (inputs parsed,
// duplicates refused), the events the page may see, and the error value that crosses.
export {
  combineHandlers,
  createRegistry,
  DuplicateChannelError,
  type DomainHandlers,
  type Handler,
  type HandlerMap,
  type Registry,
  type RegistryOptions,
} from './registry';
export { changeStamp, createRendererEvents, type RendererEvents, type RendererEventListener } from './renderer-events';
export { Failure, fromServer, toStationError, type FailureDetails } from './failure';
export { readStationError } from './stored-error';
