import React, { Component, type ErrorInfo, type ReactNode } from "react"
import { product } from "../lib/product/product"

interface State {
  error: Error | null
  attempt: number
}

interface Props {
  children: ReactNode
  /**
   * "page" guards the page inside the shell; "site" guards the shell itself (navbar, sidebar,
   * drawer, search), so a throw there still leaves a way on instead of a blank tab.
   */
  scope?: "page" | "site"
  /** A new value (the next page) clears a crash, so navigating away from it works. */
  resetKey?: string
}

/** A page that throws while rendering shows "This page crashed" and "Try again". */
export class PageErrorBoundary extends Component<Props, State & { resetKey?: string }> {
  override state: State & { resetKey?: string } = { error: null, attempt: 0, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State & { resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(this.props.scope === "site" ? "Site shell crashed:" : "Page crashed:", error, info.componentStack)
  }

  private retry = () => this.setState(state => ({ error: null, attempt: state.attempt + 1 }))

  override render() {
    if (this.state.error) {
      const page = (
        <main id="main-content" className="page-crashed" tabIndex={-1}>
          <h1>This page crashed</h1>
          <p>Something went wrong while showing this page. Trying again usually helps.</p>
          <p className="page-crashed-detail">
            <code>{this.state.error.message}</code>
          </p>
          <button type="button" className="button" onClick={this.retry}>
            Try again
          </button>
          {this.props.scope === "site" && (
            <p>
              <a href="/">Go to the start page</a>
            </p>
          )}
        </main>
      )
      if (this.props.scope !== "site") return page
      // The shell is what failed: a plain header (no shell component in it) keeps the site's frame.
      return (
        <>
          <header className="navbar">
            <nav className="navbar-inner" aria-label="Main">
              <a href="/" className="navbar-brand">
                {product.siteTitle}
              </a>
              <a href="/api/">API</a>
            </nav>
          </header>
          {page}
        </>
      )
    }
    // A new key remounts the page, so "Try again" really renders it from scratch.
    return <React.Fragment key={this.state.attempt}>{this.props.children}</React.Fragment>
  }
}
