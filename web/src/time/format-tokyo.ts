// The rule lives in proto's rules so that files, logs and screens format alike.
export { formatTokyo } from '@kizuna/proto/rules';
