// The desk scale (issue 18): serial scales (Toledo request/answer, continuous streams) through
// serialport and USB HID point-of-sale scales through node-hid, behind one ScaleService whose
// readings are whole grams, stable or not, from a named device at a time; or a problem.
export { createScaleService, type ScaleService, type ScaleServiceOptions } from './service';
export { scaleHandlers } from './handlers';
export { nodeHidBoundary, type HidBoundary, type HidDeviceInfo, type HidHandle } from './hid-scale';
export { readHidReport, HID_SCALE_USAGE_PAGE } from './hid-report';
export { readContinuousFrame, readToledoFrame, type ScaleFrame } from './frames';
export { toGrams, parseScaleNumber, type WeightUnit } from './grams';
export { ReadingTracker, SETTLE_MS } from './readings';
