/** The wordmark; the 18+ dot reminds visitors the site is for adults. */
export function Logo() {
  return (
    <span className="logo">
      <span className="logo__mark" aria-hidden>
        B
      </span>
      <span className="logo__word">Bazaar</span>
    </span>
  );
}
