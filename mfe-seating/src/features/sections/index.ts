// Every seating screen's path, heading, subtitle and top-bar entry.
export { sections } from './section-catalog'
