// The public home page and which paths it answers.
export { isHomePath } from './home-paths'
export { LandingPage } from './LandingPage'
