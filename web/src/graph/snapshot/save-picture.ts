/** Downloads a drawn picture (a canvas of its own, already on white) as a PNG. */
export function savePicture(canvas: HTMLCanvasElement, fileName: string): void {
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  link.click();
}
