/**
 * @seats/sdk/router: the parts of react-router the shell and the remotes use, and nothing else. It is
 * the page's one router (a Module Federation singleton of its own); a share of the whole package would
 * ship all of it, data routers included (62 KiB gzip against 14).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom'
