import { Loading } from '@/components/ui/Loading'
import { AdminLayout } from './AdminLayout'
import { AdminRouter } from './AdminRouter'
import adminStyles from './admin-styles.css?url'
import { EnrolmentRequired } from './EnrolmentRequired'
import { useAdminAccess } from './use-admin-access'

/**
 * Everything under /admin: its stylesheet (apart from the public site's, which the served pages
 * carry inline), the guard, then the sidebar layout and the section's screen.
 */
export default function AdminApp() {
  return (
    <>
      <link rel="stylesheet" href={adminStyles} precedence="admin" />
      <AdminScreen />
    </>
  )
}

function AdminScreen() {
  const access = useAdminAccess()
  if (access.state === 'checking') return <Loading fullScreen />
  if (access.state === 'enrol') return <EnrolmentRequired onEnrolled={access.recheck} />
  return (
    <AdminLayout>
      <AdminRouter />
    </AdminLayout>
  )
}
