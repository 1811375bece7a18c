/**
 * The Blueprint components the shell and the remotes use, and nothing else, exported by the sdk: the
 * page's one Blueprint (one overlay stack) comes with the sdk's share. A share of the package itself would
 * ship every component (93 KiB gzip against 56). A screen that needs another adds it here.
 */
import { HTMLSelect as BlueprintSelect, type HTMLSelectProps } from '@blueprintjs/core'
import { createElement, forwardRef } from 'react'

export {
  AnchorButton,
  Button,
  ButtonGroup,
  Callout,
  Card,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  Divider,
  Drawer,
  FormGroup,
  H2,
  HTMLTable,
  Icon,
  InputGroup,
  Intent,
  Menu,
  MenuDivider,
  MenuItem,
  NonIdealState,
  NumericInput,
  Overlay2,
  OverlayToaster,
  OverlaysContext,
  PopoverNext,
  Position,
  ProgressBar,
  Radio,
  RadioGroup,
  SegmentedControl,
  Spinner,
  Switch,
  Tab,
  Tabs,
  Tag,
  TextArea,
  Tooltip,
} from '@blueprintjs/core'
export type { IconName, OverlaysContextState, PopoverNextPlacement, Toaster } from '@blueprintjs/core'

/**
 * Blueprint's native select with its arrow hidden from screen readers: Blueprint names the arrow
 * 'Open dropdown', in English, as an image; the select itself is what a reader announces.
 */
export const HTMLSelect = forwardRef<HTMLSelectElement, HTMLSelectProps>(function HTMLSelect(props, ref) {
  return createElement(BlueprintSelect, {
    ...props,
    ref,
    iconProps: { ...props.iconProps, title: undefined },
  })
})
