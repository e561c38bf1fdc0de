export {
  COORDINATION_FORMAT_VERSION,
  decodeCoordinationInputs,
  encodeCoordinationInputs,
  UnknownCoordinationFormat,
} from './coordination-codec.js';
export { CoordinationReader, coordinationKeys } from './coordination-reader.js';
export { CoordinationQueries } from './coordination-queries.js';
