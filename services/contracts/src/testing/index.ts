/** Sample values shaped by the contracts, for the tests of every package (never imported by product code). */
export { sampleDemoGuest, sampleUser } from './users'
export { fieldsWithTitle, titleField } from './person-fields'
export { sampleGuest } from './guests'
