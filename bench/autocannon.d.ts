/** autocannon ships no types; the bench uses its promise API only. */
declare module 'autocannon' {
  function autocannon(options: Record<string, unknown>): Promise<unknown>;
  export default autocannon;
}
