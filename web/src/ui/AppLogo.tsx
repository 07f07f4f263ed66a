/** The app's logo, or its initial on a tinted square. */
export function AppLogo({ url, name, size = 40 }: { url: string | null | undefined; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (url) return <img className="app-logo" src={url} alt="" style={style} />;
  return (
    <span className="app-logo app-logo--empty" style={{ ...style, fontSize: size * 0.45 }} aria-hidden="true">
      {(name.trim().charAt(0) || '?').toUpperCase()}
    </span>
  );
}
