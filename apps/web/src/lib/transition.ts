/**
 * Page transition direction (spec section 2): forward to a path not visited before slides left;
 * going to an earlier visited path slides right and trims the visited history after it.
 */
export type Direction = 'left' | 'right' | 'none';

export interface Transition {
  visited: string[];
  direction: Direction;
}

export function nextTransition(visited: readonly string[], path: string): Transition {
  if (visited.length === 0) return { visited: [path], direction: 'none' };
  if (visited.at(-1) === path) return { visited: [...visited], direction: 'none' };
  const index = visited.lastIndexOf(path);
  if (index >= 0) return { visited: visited.slice(0, index + 1), direction: 'right' };
  return { visited: [...visited, path], direction: 'left' };
}
