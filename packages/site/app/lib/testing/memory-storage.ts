/**
 * Test support: a Web Storage stand-in (`getItem`/`setItem`) kept in memory, with its entries in
 * `data` for assertions. Used by the unit tests of the modules that read or write storage.
 */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}
