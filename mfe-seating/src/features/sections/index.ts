// The catalogue of the remote's sections: paths, titles and navigation.
export { sections } from './section-catalog'
