/** Index of the class with the greatest size; the lowest index among equals. */
export function largestClass(sizes: ArrayLike<number>): number {
  let largest = 0;
  for (let c = 1; c < sizes.length; c++) if (sizes[c] > sizes[largest]) largest = c;
  return largest;
}
