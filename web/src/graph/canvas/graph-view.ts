/** What the graph page asks of the canvas: the toolbar's zoom buttons and the locator's centring. */
export interface GraphView {
  zoom(direction: 1 | -1): void;
  /**
   * Centres on a server position, zooming in to at least 1:1, with a short eased move. With its
   * community, the point is moved as the community's circle was (see `packGraph`). The WebGL view
   * flies to the user `node_id` names instead, at its layout position.
   */
  focus(point: { x: number; y: number; cluster_id?: number; node_id?: string }): void;
  /** The WebGL view only: the whole picture as shown, `scale` device pixels per CSS pixel (PNG). */
  picture?(scale: number): HTMLCanvasElement;
  /** The WebGL view only: the whole picture as SVG (the most central 20,000 users at most). */
  svg?(cutNote: (kept: number, total: number) => string): string;
}
