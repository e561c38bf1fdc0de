/** Downloads what the graph canvas shows as a PNG, on white (the canvas itself is transparent). */
export function saveCanvasSnapshot(container: HTMLElement, fileName: string): boolean {
  const source = container.querySelector('canvas');
  if (!source) return false;
  const copy = document.createElement('canvas');
  copy.width = source.width;
  copy.height = source.height;
  const ctx = copy.getContext('2d');
  if (!ctx) return false;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, copy.width, copy.height);
  ctx.drawImage(source, 0, 0);
  const link = document.createElement('a');
  link.href = copy.toDataURL('image/png');
  link.download = fileName;
  link.click();
  return true;
}
