/** What the graph page asks of the canvas: the toolbar's zoom buttons and the locator's centring. */
export interface GraphView {
  zoom(direction: 1 | -1): void;
  /** Centres on a graph point, zooming in to at least 1:1, with a short eased move. */
  focus(point: { x: number; y: number }): void;
}
