export function App() {
  return (
    <main className="app">
      <h1>Shipping Station</h1>
      <p className="version">v{__APP_VERSION__}</p>
    </main>
  );
}
