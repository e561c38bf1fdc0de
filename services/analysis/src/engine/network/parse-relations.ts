// Shared with ingest, which counts the network's users at registration (NetworkUserCounter).
export { parseRelations, type PostRelations } from '@kizuna/proto/engine-rules';
