// The bundle's entry: the scenes and the comparison, reachable from the test's page.evaluate.
import { canvasFont } from '../../src/graph/canvas/canvas-font';
import { compare, render, SCENES } from './scenes';

Object.assign(window, {
  kizunaGolden: { render, compare, names: Object.keys(SCENES), fontReady: () => canvasFont.ready() },
});
