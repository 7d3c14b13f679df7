/** The admin console's shell; the react-admin screens arrive with the admin console issue. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Bazaar admin</h1>
      <p>
        The API and its documentation are at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
