import React, { Component, type ErrorInfo, type ReactNode } from "react"

interface State {
  error: Error | null
  attempt: number
}

/** SPEC §8: a page that throws while rendering shows "This page crashed" and "Try again". */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Page crashed:", error, info.componentStack)
  }

  private retry = () => this.setState(state => ({ error: null, attempt: state.attempt + 1 }))

  override render() {
    if (this.state.error) {
      return (
        <main id="main-content" className="page-crashed" tabIndex={-1}>
          <h1>This page crashed</h1>
          <p>Something went wrong while showing this page. Trying again usually helps.</p>
          <p className="page-crashed-detail">
            <code>{this.state.error.message}</code>
          </p>
          <button type="button" className="button" onClick={this.retry}>
            Try again
          </button>
        </main>
      )
    }
    // A new key remounts the page, so "Try again" really renders it from scratch.
    return <React.Fragment key={this.state.attempt}>{this.props.children}</React.Fragment>
  }
}
