import { data } from 'react-router';

// An unknown URL answers 404 and the header layout's boundary shows the 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
