// The bundle's entry: the scenes and the comparison, reachable from the test's page.evaluate.
import { compare, render, SCENES } from './scenes';

Object.assign(window, { kizunaGolden: { render, compare, names: Object.keys(SCENES) } });
