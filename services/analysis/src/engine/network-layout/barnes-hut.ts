/**
 * Repulsion between every pair of nodes (ForceAtlas2's: k · mass_a · mass_b / distance), summed
 * with a Barnes–Hut quadtree: a cell seen from a node under an angle below θ acts as one body at
 * its centre of mass. The tree lives in typed arrays reused from one iteration to the next.
 */
export class BarnesHut {
  private child = new Int32Array(0);
  /** A cell's single body; EMPTY, INNER (has children) or MANY (bodies too close to split further). */
  private body = new Int32Array(0);
  private cellMass = new Float64Array(0);
  private sumX = new Float64Array(0);
  private sumY = new Float64Array(0);
  private midX = new Float64Array(0);
  private midY = new Float64Array(0);
  private half = new Float64Array(0);
  private cells = 0;
  private stack = new Int32Array(0);

  constructor(private readonly theta: number) {}

  /** Adds each node's repulsion to fx, fy. */
  repel(
    x: Float64Array,
    y: Float64Array,
    mass: Float64Array,
    n: number,
    k: number,
    fx: Float64Array,
    fy: Float64Array,
  ): void {
    this.build(x, y, mass, n);
    const theta2 = this.theta * this.theta;
    const { child, body, cellMass, sumX, sumY, half } = this;
    const stack = this.stack;
    const order = this.spatialOrder(x, y, n);
    for (let i = 0; i < n; i++) {
      const a = order[i];
      const ax = x[a];
      const ay = y[a];
      const km = k * mass[a];
      let rx = 0;
      let ry = 0;
      let top = 0;
      stack[top++] = 0;
      while (top > 0) {
        const c = stack[--top];
        const m = cellMass[c];
        if (m === 0) continue;
        const b = body[c];
        if (b === a) continue;
        const cx = sumX[c] / m;
        const cy = sumY[c] / m;
        const dx = ax - cx;
        const dy = ay - cy;
        const d2 = dx * dx + dy * dy;
        const size = 2 * half[c];
        if (b >= 0 || b === MANY || size * size < theta2 * d2) {
          if (d2 > 1e-18) {
            // A cell of coinciding bodies holding this one pushes with the others' mass only.
            const others = b === MANY && d2 < 1e-12 ? m - mass[a] : m;
            const f = (km * others) / d2;
            rx += dx * f;
            ry += dy * f;
          }
        } else {
          for (let q = 0; q < 4; q++) {
            const ch = child[4 * c + q];
            if (ch >= 0) stack[top++] = ch;
          }
        }
      }
      fx[a] += rx;
      fy[a] += ry;
    }
  }

  /**
   * The nodes in Z order of a 256 × 256 grid over the drawing: neighbours one after the other walk
   * the same cells of the tree, which then stay in the processor's cache (twice as fast at 65,000).
   */
  private spatialOrder(x: Float64Array, y: Float64Array, n: number): Int32Array {
    if (this.order.length < n) {
      this.order = new Int32Array(n);
      this.code = new Int32Array(n);
    }
    const { order, code, count } = this;
    const mid = this.midX[0];
    const midY = this.midY[0];
    const scale = 128 / this.half[0];
    count.fill(0);
    for (let i = 0; i < n; i++) {
      const gx = Math.min(255, Math.max(0, Math.floor((x[i] - mid) * scale + 128)));
      const gy = Math.min(255, Math.max(0, Math.floor((y[i] - midY) * scale + 128)));
      const z = interleave(gx) | (interleave(gy) << 1);
      code[i] = z;
      count[z + 1]++;
    }
    for (let z = 0; z < 65536; z++) count[z + 1] += count[z];
    for (let i = 0; i < n; i++) order[count[code[i]]++] = i;
    return order;
  }

  private order = new Int32Array(0);
  private code = new Int32Array(0);
  private count = new Int32Array(65537);

  private build(x: Float64Array, y: Float64Array, mass: Float64Array, n: number): void {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      if (x[i] < minX) minX = x[i];
      if (x[i] > maxX) maxX = x[i];
      if (y[i] < minY) minY = y[i];
      if (y[i] > maxY) maxY = y[i];
    }
    this.reserve(2 * n + 8);
    this.cells = 0;
    const root = this.cell((minX + maxX) / 2, (minY + maxY) / 2, Math.max(maxX - minX, maxY - minY, 1e-9) / 2 + 1e-9);
    for (let i = 0; i < n; i++) this.insert(root, i, x, y, mass);
  }

  private insert(root: number, i: number, x: Float64Array, y: Float64Array, mass: Float64Array): void {
    const px = x[i];
    const py = y[i];
    const m = mass[i];
    let c = root;
    for (let depth = 0; ; depth++) {
      const b = this.body[c];
      if (b === EMPTY) {
        this.body[c] = i;
        this.add(c, px, py, m);
        return;
      }
      if (b >= 0 || b === MANY) {
        if (b === MANY || depth >= MAX_DEPTH) {
          this.body[c] = MANY;
          this.add(c, px, py, m);
          return;
        }
        // Split: the body already here moves one level down.
        this.body[c] = INNER;
        const q = this.quadrant(c, x[b], y[b]);
        const ch = this.childCell(c, q);
        this.body[ch] = b;
        this.add(ch, x[b], y[b], mass[b]);
      }
      this.add(c, px, py, m);
      c = this.childCell(c, this.quadrant(c, px, py));
    }
  }

  private add(c: number, px: number, py: number, m: number): void {
    this.cellMass[c] += m;
    this.sumX[c] += m * px;
    this.sumY[c] += m * py;
  }

  private quadrant(c: number, px: number, py: number): number {
    return (px >= this.midX[c] ? 1 : 0) + (py >= this.midY[c] ? 2 : 0);
  }

  private childCell(c: number, q: number): number {
    let ch = this.child[4 * c + q];
    if (ch < 0) {
      const h = this.half[c] / 2;
      ch = this.cell(this.midX[c] + (q & 1 ? h : -h), this.midY[c] + (q & 2 ? h : -h), h);
      this.child[4 * c + q] = ch;
    }
    return ch;
  }

  private cell(mx: number, my: number, h: number): number {
    if (this.cells === this.body.length) this.reserve(this.cells * 2);
    const c = this.cells++;
    this.child.fill(-1, 4 * c, 4 * c + 4);
    this.body[c] = EMPTY;
    this.cellMass[c] = 0;
    this.sumX[c] = 0;
    this.sumY[c] = 0;
    this.midX[c] = mx;
    this.midY[c] = my;
    this.half[c] = h;
    return c;
  }

  private reserve(cells: number): void {
    if (this.body.length >= cells) return;
    const grow = <T extends Int32Array | Float64Array>(a: T, size: number): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a.subarray(0, Math.min(a.length, size)));
      return b;
    };
    this.child = grow(this.child, 4 * cells);
    this.body = grow(this.body, cells);
    this.cellMass = grow(this.cellMass, cells);
    this.sumX = grow(this.sumX, cells);
    this.sumY = grow(this.sumY, cells);
    this.midX = grow(this.midX, cells);
    this.midY = grow(this.midY, cells);
    this.half = grow(this.half, cells);
    // A traversal holds at most 3 siblings per level plus one.
    if (this.stack.length < 4 * MAX_DEPTH + 8) this.stack = new Int32Array(4 * MAX_DEPTH + 8);
  }
}

/** The bits of an 8-bit number spread to the even places. */
function interleave(v: number): number {
  v = (v | (v << 4)) & 0x0f0f;
  v = (v | (v << 2)) & 0x3333;
  return (v | (v << 1)) & 0x5555;
}

const EMPTY = -1;
const INNER = -2;
const MANY = -3;
/** Bodies still together this deep (a 2^-40 share of the drawing) are one cell. */
const MAX_DEPTH = 40;
