/** The storefront's shell; its screens arrive with the storefront issue. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Bazaar</h1>
      <p>Classified ads for adults (18+) across India.</p>
    </main>
  );
}
