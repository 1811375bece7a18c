/** The product's name: page titles, mail and the print header. */
export const PRODUCT_NAME = 'מקום פנוי'
