/**
 * Test support: what the three public country lookups (`DEFAULT_COUNTRY_LOOKUP_URLS`) answer for a
 * visitor from `country` — shared by the end-to-end tests, which answer them in the browser, and
 * the benchmark, which answers them from its own server. No test reaches the internet.
 */
export function countryLookupAnswers(country: string) {
  return {
    /** Cloudflare-style trace: key=value lines. */
    trace: `fl=1\nip=203.0.113.9\nloc=${country}\n`,
    /** Plain text: the code alone. */
    text: `${country}\n`,
    /** JSON: `countryCode`. */
    json: { countryCode: country },
  };
}
