import NotFoundPage from './not-found';

// Placeholder until this page lands in the owner-area work; it renders the 404 page meanwhile.
export default NotFoundPage;
