// Public surface of the projects feature (spec core §2) for other features: the project tabs and
// the page styles the project screens share. Its routes load from app/routes.tsx. Every export is
// named here.
import * as pageStyles from './Page.css';

export { pageStyles };
export { ProjectTabs } from './ProjectTabs';
