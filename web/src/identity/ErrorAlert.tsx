/** An alert box listing server messages. */
export function ErrorAlert({ title, messages }: { title?: string; messages: readonly string[] }) {
  return (
    <div className="alert alert--error" role="alert">
      {title && <p className="alert__title">{title}</p>}
      {messages.length === 1 && !title ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
