import { Link } from '@tanstack/react-router';

/** A printed booking page that has nothing to print: why, and the way back to the account. */
export function BookingUnavailable({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: string;
}) {
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p className="form-error" role="alert">
        {message}
      </p>
      <Link to="/profile" className="button button--ghost">
        {back}
      </Link>
    </div>
  );
}
