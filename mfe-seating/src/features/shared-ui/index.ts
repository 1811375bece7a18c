// Small pieces every screen of the remote uses alike.
export { FormDialogFooter } from './FormDialogFooter'
export { LoadFailedState, LoadingState } from './ScreenStates'
