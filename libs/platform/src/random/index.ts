export { SeededRandom } from './seeded-random.js';
