// Where a return's pages are (decision 039), for My Orders, the order confirmation and the returns screens, with the order's signed link for a guest (decision 023).
const withKey = (path: string, key: string | undefined) => (key ? `${path}?key=${encodeURIComponent(key)}` : path)

export const caseLink = (caseId: string, key?: string) => withKey(`/returns/${caseId}`, key)
export const requestLink = (orderId: string, key?: string) => withKey(`/returns/new/${orderId}`, key)
